@echo off
rem upload_egs.bat - upload the Windows client to the Epic Games Store with BuildPatchTool
rem usage: upload_egs.bat <build version>
setlocal
set ORG_ID=o-jcell8n4piubhtr4puhhlsi7xh2rra
set PRODUCT_ID=65ce5df78bd64942cacd185df4d8b745
set ARTIFACT_ID=f2ef2d681fd75c7b57f1964750b123fc
set CLIENT_ID=xyza7891rAQIHhRqMCJXrbqxLkMx33vz
rem BuildPatchTool reads the client secret from the variable named by -ClientSecretEnvVar (set on the agent)
set NEW_RELIC_USER_KEY=%NEWRELIC_USER_KEY%
set BUILD_ROOT=D:\builds\Skyreach\WindowsClient
set BUILD_VERSION=%1

"C:\BuildPatchTool\Engine\Binaries\Win64\BuildPatchTool.exe" -OrganizationId="%ORG_ID%" -ProductId="%PRODUCT_ID%" -ArtifactId="%ARTIFACT_ID%" -ClientId="%CLIENT_ID%" -ClientSecretEnvVar=BPT_CLIENT_SECRET -mode=UploadBinary -BuildRoot="%BUILD_ROOT%" -CloudDir="D:\bpt-cloud" -BuildVersion="%BUILD_VERSION%" -AppLaunch="Skyreach.exe" -AppArgs=""
if errorlevel 1 exit /b 1
echo uploaded %BUILD_VERSION%
endlocal
