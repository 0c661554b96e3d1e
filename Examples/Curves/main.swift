print("curves pending")
