import BouncingBall

BouncingBallApp.main()
