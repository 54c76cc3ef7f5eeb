# 2025-06-17 21:35:42 by RouterOS 7.16.1
# software id = INI6-8ZQ4
#
# model = RB5009UG+S+
# serial number = HD03O3C3OUH
/interface bridge add admin-mac=48:A9:8A:9D:32:8D auto-mac=no comment=defconf name=bridge
/ip address add address=192.168.88.1/24 comment=defconf interface=bridge network=192.168.88.0
/ip dns set allow-remote-requests=yes servers=1.1.1.1,9.9.9.9
/system clock set time-zone-name=Europe/Amsterdam
/system identity set name=edge-lhr4
/system scheduler add interval=5m name=partner-checkout on-event=partner-checkout policy=read,write,policy,test start-date=2025-06-01 start-time=startup
/system script add dont-require-permissions=no name=partner-checkout owner=admin policy=read,write,policy,test source=":global frameioToken \"<FRAMEIO_TOKEN>\"\r\n:log info \"partner settings loaded\""
