[Appearance]
ColorScheme=Breeze
Font=Hack,10,-1,5,50,0,0,0,0,0

[General]
Command=/bin/bash -l
Environment=TERM=xterm-256color,COLORTERM=truecolor,API_TOKEN=ghu_1M91XZ5cEPetXbdWa08bDTK1cL3Q4A0I6DPm
Icon=utilities-terminal
LocalTabTitleFormat=%d : %n
Name=Checkout ops
Parent=FALLBACK/
StartInCurrentSessionDir=false

[Scrolling]
HistoryMode=2

[Terminal Features]
BlinkingCursorEnabled=true
