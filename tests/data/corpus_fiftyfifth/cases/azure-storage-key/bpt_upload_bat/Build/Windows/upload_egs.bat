@echo off
rem upload_egs.bat - upload the Windows client to the Epic Games Store with BuildPatchTool
rem usage: upload_egs.bat <build version>
setlocal
set ORG_ID=o-4xdowc3si9lw3d86rp7owit4ydlw6t
set PRODUCT_ID=0dab07dfc225620cf9a47836bcbb40fc
set ARTIFACT_ID=2db18c91548c0d7feb847588cce900f4
set CLIENT_ID=xyza7891EkcexAfd8mkfJHOgYOHwE7z7
rem BuildPatchTool reads the client secret from the variable named by -ClientSecretEnvVar (set on the agent)
set STORAGE_CONNECTION=DefaultEndpointsProtocol=https;AccountName=tessblob4yr;AccountKey=zJvLvQhnJM+2K+rJrKXPK5NG5HjnYZHIS8Z/d+PwwHWHKE1QEMT5aubsyaWvnPW0MNACZlvwNKqQr9XyuDCWKw==;EndpointSuffix=core.windows.net
set BUILD_ROOT=D:\builds\Skyreach\WindowsClient
set BUILD_VERSION=%1

"C:\BuildPatchTool\Engine\Binaries\Win64\BuildPatchTool.exe" -OrganizationId="%ORG_ID%" -ProductId="%PRODUCT_ID%" -ArtifactId="%ARTIFACT_ID%" -ClientId="%CLIENT_ID%" -ClientSecretEnvVar=BPT_CLIENT_SECRET -mode=UploadBinary -BuildRoot="%BUILD_ROOT%" -CloudDir="D:\bpt-cloud" -BuildVersion="%BUILD_VERSION%" -AppLaunch="Skyreach.exe" -AppArgs=""
if errorlevel 1 exit /b 1
echo uploaded %BUILD_VERSION%
endlocal
