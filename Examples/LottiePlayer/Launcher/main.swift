import LottiePlayer

LottiePlayerApp.main()
