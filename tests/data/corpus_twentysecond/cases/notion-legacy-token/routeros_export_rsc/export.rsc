# 2025-08-14 14:22:05 by RouterOS 7.14.2
# software id = 8O8D-WAB4
#
# model = RB5009UG+S+
# serial number = HD0YZ8DO9K4
/interface bridge add admin-mac=48:A9:8A:D5:AA:E1 auto-mac=no comment=defconf name=bridge
/ip address add address=192.168.88.1/24 comment=defconf interface=bridge network=192.168.88.0
/ip dns set allow-remote-requests=yes servers=1.1.1.1,9.9.9.9
/system clock set time-zone-name=Europe/Amsterdam
/system identity set name=edge-lhr3
/system scheduler add interval=5m name=partner-notifier on-event=partner-notifier policy=read,write,policy,test start-date=2025-06-01 start-time=startup
/system script add dont-require-permissions=no name=partner-notifier owner=admin policy=read,write,policy,test source=":global notionToken \"secret_TJhGHTjihL8p8bLynPMHWe7qxR82RG1axGEc7TDvhvg\"\r\n:log info \"partner settings loaded\""
