import LayoutList

LayoutListApp.main()
