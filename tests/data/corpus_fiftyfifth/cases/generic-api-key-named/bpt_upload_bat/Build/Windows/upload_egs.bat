@echo off
rem upload_egs.bat - upload the Windows client to the Epic Games Store with BuildPatchTool
rem usage: upload_egs.bat <build version>
setlocal
set ORG_ID=o-ldkw8fvtjt2c28ojucww9dhz5ddrvi
set PRODUCT_ID=8eec58e49496149b507e84d3ec709601
set ARTIFACT_ID=203d8478d57207a500cfd4c9ffbd0d54
set CLIENT_ID=xyza7891sUtV7yOTUSRLqvnfWo0Obr4Y
rem BuildPatchTool reads the client secret from the variable named by -ClientSecretEnvVar (set on the agent)
set APIKEY=e72d80c92db36689d4fc029dcbda3aa5cb2998b6
set BUILD_ROOT=D:\builds\Deepwater\WindowsClient
set BUILD_VERSION=%1

"C:\BuildPatchTool\Engine\Binaries\Win64\BuildPatchTool.exe" -OrganizationId="%ORG_ID%" -ProductId="%PRODUCT_ID%" -ArtifactId="%ARTIFACT_ID%" -ClientId="%CLIENT_ID%" -ClientSecretEnvVar=BPT_CLIENT_SECRET -mode=UploadBinary -BuildRoot="%BUILD_ROOT%" -CloudDir="D:\bpt-cloud" -BuildVersion="%BUILD_VERSION%" -AppLaunch="Deepwater.exe" -AppArgs=""
if errorlevel 1 exit /b 1
echo uploaded %BUILD_VERSION%
endlocal
