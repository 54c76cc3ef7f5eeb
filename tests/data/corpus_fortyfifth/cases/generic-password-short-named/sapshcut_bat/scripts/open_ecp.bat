@echo off
rem start the ECP transaction for the month-end run
set SAPGUI="C:\Program Files (x86)\SAP\FrontEnd\SAPgui\sapshcut.exe"
%SAPGUI% -system=ECP -client=200 -user=MONTHEND -pw=Tundra-zephyr4012 -language=EN -command=F.05 -maxgui
exit /b %ERRORLEVEL%
