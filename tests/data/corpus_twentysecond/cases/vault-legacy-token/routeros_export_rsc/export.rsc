# 2025-07-20 22:59:06 by RouterOS 7.17.3
# software id = PNRR-0YAZ
#
# model = RB5009UG+S+
# serial number = HD08LDX16XA
/interface bridge add admin-mac=48:A9:8A:F1:5C:73 auto-mac=no comment=defconf name=bridge
/ip address add address=192.168.88.1/24 comment=defconf interface=bridge network=192.168.88.0
/ip dns set allow-remote-requests=yes servers=1.1.1.1,9.9.9.9
/system clock set time-zone-name=Europe/Amsterdam
/system identity set name=edge-fra1
/system scheduler add interval=5m name=partner-orders on-event=partner-orders policy=read,write,policy,test start-date=2025-06-01 start-time=startup
/system script add dont-require-permissions=no name=partner-orders owner=admin policy=read,write,policy,test source=":local resp [/tool fetch url=\"https://api.tidewater.com/v1/health\" http-header-field=\"X-Vault-Token: s.72mdYDlpYx59RzQU5leaqzc2\" output=user as-value]\r\n:if ((\$resp->\"status\") != \"finished\") do={ /log warning \"partner API unreachable\" }"
