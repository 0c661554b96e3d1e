import Interactive

InteractiveApp.main()
