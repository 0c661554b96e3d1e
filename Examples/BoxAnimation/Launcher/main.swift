import BoxAnimation

BoxAnimationApp.main()
