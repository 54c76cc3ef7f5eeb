@echo off
rem upload_egs.bat - upload the Windows client to the Epic Games Store with BuildPatchTool
rem usage: upload_egs.bat <build version>
setlocal
set ORG_ID=o-uu9fccmf7r49nummor0rgnch06mvk7
set PRODUCT_ID=cb20db025f4c49e2793fd5099f131be6
set ARTIFACT_ID=c2f5ecf1f69dc95bfad567e18072f32a
set CLIENT_ID=xyza78917CaobVJv8HPSIuUzkmteuZdQ
rem BuildPatchTool reads the client secret from the variable named by -ClientSecretEnvVar (set on the agent)
set SUPABASE_SERVICE_KEY=sb_secret_PQZYg5AHnkEN2Np0Iu2OYL_G4rxo1E1
set BUILD_ROOT=D:\builds\Skyreach\WindowsClient
set BUILD_VERSION=%1

"C:\BuildPatchTool\Engine\Binaries\Win64\BuildPatchTool.exe" -OrganizationId="%ORG_ID%" -ProductId="%PRODUCT_ID%" -ArtifactId="%ARTIFACT_ID%" -ClientId="%CLIENT_ID%" -ClientSecretEnvVar=BPT_CLIENT_SECRET -mode=UploadBinary -BuildRoot="%BUILD_ROOT%" -CloudDir="D:\bpt-cloud" -BuildVersion="%BUILD_VERSION%" -AppLaunch="Skyreach.exe" -AppArgs=""
if errorlevel 1 exit /b 1
echo uploaded %BUILD_VERSION%
endlocal
