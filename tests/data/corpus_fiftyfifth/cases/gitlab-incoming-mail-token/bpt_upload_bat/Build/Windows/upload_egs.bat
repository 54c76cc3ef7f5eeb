@echo off
rem upload_egs.bat - upload the Windows client to the Epic Games Store with BuildPatchTool
rem usage: upload_egs.bat <build version>
setlocal
set ORG_ID=o-jbawfe8u1fx8t7vp0qz9jp9zyin0wb
set PRODUCT_ID=c220ce32f548e3a2c384e951f98c83af
set ARTIFACT_ID=fef008401023ce80d19171f9e92a9b66
set CLIENT_ID=xyza7891bc3AbH9U1XX6solxcvBmxfyw
rem BuildPatchTool reads the client secret from the variable named by -ClientSecretEnvVar (set on the agent)
set GITLAB_INCOMING_MAIL_TOKEN=glimt-ZNJQLkPOQ9MRitx90I0u2Squ3
set BUILD_ROOT=D:\builds\Ironvale\WindowsClient
set BUILD_VERSION=%1

"C:\BuildPatchTool\Engine\Binaries\Win64\BuildPatchTool.exe" -OrganizationId="%ORG_ID%" -ProductId="%PRODUCT_ID%" -ArtifactId="%ARTIFACT_ID%" -ClientId="%CLIENT_ID%" -ClientSecretEnvVar=BPT_CLIENT_SECRET -mode=UploadBinary -BuildRoot="%BUILD_ROOT%" -CloudDir="D:\bpt-cloud" -BuildVersion="%BUILD_VERSION%" -AppLaunch="Ironvale.exe" -AppArgs=""
if errorlevel 1 exit /b 1
echo uploaded %BUILD_VERSION%
endlocal
