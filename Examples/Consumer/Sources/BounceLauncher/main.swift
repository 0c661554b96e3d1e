import Bounce

BounceApp.main()
