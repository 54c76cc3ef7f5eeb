[Appearance]
ColorScheme=Breeze
Font=Hack,10,-1,5,50,0,0,0,0,0

[General]
Command=/bin/bash -l
Environment=TERM=xterm-256color,COLORTERM=truecolor,SECRET=glsa_2SPQNvyCzpTatyDODIrI3jHc61gzQZ6l_2c26b50b
Icon=utilities-terminal
LocalTabTitleFormat=%d : %n
Name=Webhooks ops
Parent=FALLBACK/
StartInCurrentSessionDir=false

[Scrolling]
HistoryMode=2

[Terminal Features]
BlinkingCursorEnabled=true
