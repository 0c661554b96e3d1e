import ImageHop

ImageHopApp.main()
