@echo off
rem upload_egs.bat - upload the Windows client to the Epic Games Store with BuildPatchTool
rem usage: upload_egs.bat <build version>
setlocal
set ORG_ID=o-xeri87daw0lvi2iia9stqjauags2aq
set PRODUCT_ID=c7df0956b181f5ffe3f9ac1b76901c41
set ARTIFACT_ID=7c6ff00dc928212bee3d12c1e04b4437
set CLIENT_ID=xyza7891anzHKEhl8QyLKYc1I4jWm4RH
rem BuildPatchTool reads the client secret from the variable named by -ClientSecretEnvVar (set on the agent)
set REPLICATE_KEY=r8_47DGYVjjYMG238Te1pV1y3wxJNSLsaJlVAU3u
set BUILD_ROOT=D:\builds\Redline\WindowsClient
set BUILD_VERSION=%1

"C:\BuildPatchTool\Engine\Binaries\Win64\BuildPatchTool.exe" -OrganizationId="%ORG_ID%" -ProductId="%PRODUCT_ID%" -ArtifactId="%ARTIFACT_ID%" -ClientId="%CLIENT_ID%" -ClientSecretEnvVar=BPT_CLIENT_SECRET -mode=UploadBinary -BuildRoot="%BUILD_ROOT%" -CloudDir="D:\bpt-cloud" -BuildVersion="%BUILD_VERSION%" -AppLaunch="Redline.exe" -AppArgs=""
if errorlevel 1 exit /b 1
echo uploaded %BUILD_VERSION%
endlocal
