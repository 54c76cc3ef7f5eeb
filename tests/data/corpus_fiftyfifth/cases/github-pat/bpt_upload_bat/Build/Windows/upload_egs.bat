@echo off
rem upload_egs.bat - upload the Windows client to the Epic Games Store with BuildPatchTool
rem usage: upload_egs.bat <build version>
setlocal
set ORG_ID=o-kagbnrkmy6tnsrua7ggbmg32qa4y24
set PRODUCT_ID=236f2bfd8b0b36e9b10ce9a1d00a2eec
set ARTIFACT_ID=1e5ae0ac8054fb17f24370bfda746c1b
set CLIENT_ID=xyza7891TbralHKtwrY2EIpnGShikr6H
rem BuildPatchTool reads the client secret from the variable named by -ClientSecretEnvVar (set on the agent)
set GITHUB_TOKEN=ghp_CPCM3sj4dVuSkih2LE4QjzMtNrBXhsbTrKHy
set BUILD_ROOT=D:\builds\Ironvale\WindowsClient
set BUILD_VERSION=%1

"C:\BuildPatchTool\Engine\Binaries\Win64\BuildPatchTool.exe" -OrganizationId="%ORG_ID%" -ProductId="%PRODUCT_ID%" -ArtifactId="%ARTIFACT_ID%" -ClientId="%CLIENT_ID%" -ClientSecretEnvVar=BPT_CLIENT_SECRET -mode=UploadBinary -BuildRoot="%BUILD_ROOT%" -CloudDir="D:\bpt-cloud" -BuildVersion="%BUILD_VERSION%" -AppLaunch="Ironvale.exe" -AppArgs=""
if errorlevel 1 exit /b 1
echo uploaded %BUILD_VERSION%
endlocal
