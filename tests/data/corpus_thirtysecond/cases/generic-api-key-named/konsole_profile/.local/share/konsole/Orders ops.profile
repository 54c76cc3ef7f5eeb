[Appearance]
ColorScheme=Breeze
Font=Hack,10,-1,5,50,0,0,0,0,0

[General]
Command=/bin/bash -l
Environment=TERM=xterm-256color,COLORTERM=truecolor,X_API_KEY=4_B1sEW0DEmRJGEMP7j19fIZRU7FoKo5o8YsnT1NC-XgtQnk
Icon=utilities-terminal
LocalTabTitleFormat=%d : %n
Name=Orders ops
Parent=FALLBACK/
StartInCurrentSessionDir=false

[Scrolling]
HistoryMode=2

[Terminal Features]
BlinkingCursorEnabled=true
