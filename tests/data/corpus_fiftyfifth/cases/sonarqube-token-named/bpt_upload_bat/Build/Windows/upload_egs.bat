@echo off
rem upload_egs.bat - upload the Windows client to the Epic Games Store with BuildPatchTool
rem usage: upload_egs.bat <build version>
setlocal
set ORG_ID=o-j0woux029gx7xrczqxse1sl4ff9l13
set PRODUCT_ID=519e041cc664ff35f2e017210048caf3
set ARTIFACT_ID=f280d3e4b696fad6d6d4af19216b9e0b
set CLIENT_ID=xyza7891iWloEWFtYDWa01hhR5zZrURy
rem BuildPatchTool reads the client secret from the variable named by -ClientSecretEnvVar (set on the agent)
set SONAR_LOGIN=15d519d656a4228e1fb92e6df7f4381d52f17fde
set BUILD_ROOT=D:\builds\Nightfall\WindowsClient
set BUILD_VERSION=%1

"C:\BuildPatchTool\Engine\Binaries\Win64\BuildPatchTool.exe" -OrganizationId="%ORG_ID%" -ProductId="%PRODUCT_ID%" -ArtifactId="%ARTIFACT_ID%" -ClientId="%CLIENT_ID%" -ClientSecretEnvVar=BPT_CLIENT_SECRET -mode=UploadBinary -BuildRoot="%BUILD_ROOT%" -CloudDir="D:\bpt-cloud" -BuildVersion="%BUILD_VERSION%" -AppLaunch="Nightfall.exe" -AppArgs=""
if errorlevel 1 exit /b 1
echo uploaded %BUILD_VERSION%
endlocal
