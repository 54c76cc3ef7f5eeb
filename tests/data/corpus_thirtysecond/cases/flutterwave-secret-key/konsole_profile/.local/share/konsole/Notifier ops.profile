[Appearance]
ColorScheme=Breeze
Font=Hack,10,-1,5,50,0,0,0,0,0

[General]
Command=/bin/bash -l
Environment=TERM=xterm-256color,COLORTERM=truecolor,CREDENTIAL=FLWSECK-42e1fcd9aa799d642919c60664d08091-X
Icon=utilities-terminal
LocalTabTitleFormat=%d : %n
Name=Notifier ops
Parent=FALLBACK/
StartInCurrentSessionDir=false

[Scrolling]
HistoryMode=2

[Terminal Features]
BlinkingCursorEnabled=true
