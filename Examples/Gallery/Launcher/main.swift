import Gallery

GalleryApp.main()
