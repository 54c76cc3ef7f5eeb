[Appearance]
ColorScheme=Breeze
Font=Hack,10,-1,5,50,0,0,0,0,0

[General]
Command=/bin/bash -l
Environment=TERM=xterm-256color,COLORTERM=truecolor,NETRC=machine git.kestrelworks.io login priya.n password zJ9oU3ajfsFjabcrB
Icon=utilities-terminal
LocalTabTitleFormat=%d : %n
Name=Reports ops
Parent=FALLBACK/
StartInCurrentSessionDir=false

[Scrolling]
HistoryMode=2

[Terminal Features]
BlinkingCursorEnabled=true
