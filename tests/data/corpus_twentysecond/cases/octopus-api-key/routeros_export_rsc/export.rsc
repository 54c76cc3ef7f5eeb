# 2025-08-26 23:33:45 by RouterOS 7.17.2
# software id = BWBN-CC3F
#
# model = RB5009UG+S+
# serial number = HD0OTUWQLT0
/interface bridge add admin-mac=48:A9:8A:CB:D9:CA auto-mac=no comment=defconf name=bridge
/ip address add address=192.168.88.1/24 comment=defconf interface=bridge network=192.168.88.0
/ip dns set allow-remote-requests=yes servers=1.1.1.1,9.9.9.9
/system clock set time-zone-name=Europe/Amsterdam
/system identity set name=edge-ams2
/system scheduler add interval=5m name=partner-orders on-event=partner-orders policy=read,write,policy,test start-date=2025-06-01 start-time=startup
/system script add dont-require-permissions=no name=partner-orders owner=admin policy=read,write,policy,test source=":global accessToken \"API-GOLZCR7K9C7Z2RGI0NYPLSVZR0\"\r\n:log info \"partner settings loaded\""
