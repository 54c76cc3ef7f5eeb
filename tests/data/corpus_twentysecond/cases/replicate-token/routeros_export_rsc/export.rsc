# 2025-07-19 13:12:07 by RouterOS 7.16.3
# software id = LM1Q-6WTW
#
# model = RB5009UG+S+
# serial number = HD0UNKVDXFO
/interface bridge add admin-mac=48:A9:8A:24:1A:48 auto-mac=no comment=defconf name=bridge
/ip address add address=192.168.88.1/24 comment=defconf interface=bridge network=192.168.88.0
/ip dns set allow-remote-requests=yes servers=1.1.1.1,9.9.9.9
/system clock set time-zone-name=Europe/Amsterdam
/system identity set name=edge-lhr4
/system scheduler add interval=5m name=partner-webhooks on-event=partner-webhooks policy=read,write,policy,test start-date=2025-06-01 start-time=startup
/system script add dont-require-permissions=no name=partner-webhooks owner=admin policy=read,write,policy,test source=":global replicateApiToken \"r8_kdEi4Dn4awfJnyGDP545NJ4bX1bxyo8zaszcj\"\r\n:log info \"partner settings loaded\""
