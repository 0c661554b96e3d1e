import FluidSpring

FluidSpringApp.main()
