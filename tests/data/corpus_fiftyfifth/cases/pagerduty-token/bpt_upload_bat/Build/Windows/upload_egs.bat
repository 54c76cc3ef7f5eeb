@echo off
rem upload_egs.bat - upload the Windows client to the Epic Games Store with BuildPatchTool
rem usage: upload_egs.bat <build version>
setlocal
set ORG_ID=o-58wxqxrylkm3v6nu4nxozf9il3yfbq
set PRODUCT_ID=508881925da8cf5c1e4ca01fc73cbd29
set ARTIFACT_ID=eb9d6bffcfedc1f4d25cc1299709838d
set CLIENT_ID=xyza7891pdTGccm4gekpwM6phWkUK0la
rem BuildPatchTool reads the client secret from the variable named by -ClientSecretEnvVar (set on the agent)
set PD_INTEGRATION_KEY=u+ptkOv08qEa4nZLQup9
set BUILD_ROOT=D:\builds\Redline\WindowsClient
set BUILD_VERSION=%1

"C:\BuildPatchTool\Engine\Binaries\Win64\BuildPatchTool.exe" -OrganizationId="%ORG_ID%" -ProductId="%PRODUCT_ID%" -ArtifactId="%ARTIFACT_ID%" -ClientId="%CLIENT_ID%" -ClientSecretEnvVar=BPT_CLIENT_SECRET -mode=UploadBinary -BuildRoot="%BUILD_ROOT%" -CloudDir="D:\bpt-cloud" -BuildVersion="%BUILD_VERSION%" -AppLaunch="Redline.exe" -AppArgs=""
if errorlevel 1 exit /b 1
echo uploaded %BUILD_VERSION%
endlocal
