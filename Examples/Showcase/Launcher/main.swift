import Showcase

ShowcaseApp.main()
