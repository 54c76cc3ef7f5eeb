[Appearance]
ColorScheme=Breeze
Font=Hack,10,-1,5,50,0,0,0,0,0

[General]
Command=/bin/bash -l
Environment=TERM=xterm-256color,COLORTERM=truecolor,PULUMI_BACKEND_URL=s3://kw-pulumi-state?region=us-east-2&awssdk=v2
Icon=utilities-terminal
LocalTabTitleFormat=%d : %n
Name=Reports ops
Parent=FALLBACK/
StartInCurrentSessionDir=false

[Scrolling]
HistoryMode=2

[Terminal Features]
BlinkingCursorEnabled=true
