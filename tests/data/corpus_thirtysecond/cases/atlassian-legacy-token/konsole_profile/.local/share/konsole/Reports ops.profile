[Appearance]
ColorScheme=Breeze
Font=Hack,10,-1,5,50,0,0,0,0,0

[General]
Command=/bin/bash -l
Environment=TERM=xterm-256color,COLORTERM=truecolor,JIRA_USER=jdoe@larkspur.dev,ATLASSIAN_TOKEN=op://Platform/ATLASSIAN_LEGACY_TOKEN/credential
Icon=utilities-terminal
LocalTabTitleFormat=%d : %n
Name=Reports ops
Parent=FALLBACK/
StartInCurrentSessionDir=false

[Scrolling]
HistoryMode=2

[Terminal Features]
BlinkingCursorEnabled=true
