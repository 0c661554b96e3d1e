import DiceRoller

DiceRollerApp.main()
