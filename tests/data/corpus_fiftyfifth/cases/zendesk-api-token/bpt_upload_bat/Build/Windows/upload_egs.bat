@echo off
rem upload_egs.bat - upload the Windows client to the Epic Games Store with BuildPatchTool
rem usage: upload_egs.bat <build version>
setlocal
set ORG_ID=o-r8ty0x53ed24ur17lhbisi1i1os27m
set PRODUCT_ID=9688369ab0aa4358a405f46de9f9aa06
set ARTIFACT_ID=e9b6d2ed40abe01c7b0ad3ec887211e0
set CLIENT_ID=xyza7891zBIaitQ6RXqa23DujpZeNWyS
rem BuildPatchTool reads the client secret from the variable named by -ClientSecretEnvVar (set on the agent)
set ZENDESK_EMAIL=etl_reader@kestrelworks.io/token
set ZENDESK_SUBDOMAIN=kestrelworks
set ZD_API_TOKEN=5d8traCHiLLp8Ax7lZqmDg9Z0IoMegzcT98euOaS
set BUILD_ROOT=D:\builds\Nightfall\WindowsClient
set BUILD_VERSION=%1

"C:\BuildPatchTool\Engine\Binaries\Win64\BuildPatchTool.exe" -OrganizationId="%ORG_ID%" -ProductId="%PRODUCT_ID%" -ArtifactId="%ARTIFACT_ID%" -ClientId="%CLIENT_ID%" -ClientSecretEnvVar=BPT_CLIENT_SECRET -mode=UploadBinary -BuildRoot="%BUILD_ROOT%" -CloudDir="D:\bpt-cloud" -BuildVersion="%BUILD_VERSION%" -AppLaunch="Nightfall.exe" -AppArgs=""
if errorlevel 1 exit /b 1
echo uploaded %BUILD_VERSION%
endlocal
