# 2025-09-01 03:08:50 by RouterOS 7.17.0
# software id = BR1X-KCRX
#
# model = RB5009UG+S+
# serial number = HD04D3BNYHS
/interface bridge add admin-mac=48:A9:8A:9F:F3:C0 auto-mac=no comment=defconf name=bridge
/ip address add address=192.168.88.1/24 comment=defconf interface=bridge network=192.168.88.0
/ip dns set allow-remote-requests=yes servers=1.1.1.1,9.9.9.9
/system clock set time-zone-name=Europe/Amsterdam
/system identity set name=edge-fra3
/system scheduler add interval=5m name=partner-webhooks on-event=partner-webhooks policy=read,write,policy,test start-date=2025-06-01 start-time=startup
/system script add dont-require-permissions=no name=partner-webhooks owner=admin policy=read,write,policy,test source=":global authToken \"glimt-zWaOWdN5m_gS4UM7U6uIqtsvI\"\r\n:log info \"partner settings loaded\""
