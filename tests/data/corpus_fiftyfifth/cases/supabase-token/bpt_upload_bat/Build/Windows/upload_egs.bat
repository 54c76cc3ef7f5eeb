@echo off
rem upload_egs.bat - upload the Windows client to the Epic Games Store with BuildPatchTool
rem usage: upload_egs.bat <build version>
setlocal
set ORG_ID=o-gmlqtuo0ukh160vx37132ys8zyq70r
set PRODUCT_ID=a9bf22b98196a74a1e02aa0bd62d33fc
set ARTIFACT_ID=7cc4029cb172fd921c53706e1e37ddb7
set CLIENT_ID=xyza78916ULA51IKk3WHk8buTVy7qBzm
rem BuildPatchTool reads the client secret from the variable named by -ClientSecretEnvVar (set on the agent)
set SUPABASE_URL=https://kplxfkaetvcczhnddjsz.supabase.co
set BUILD_ROOT=D:\builds\Redline\WindowsClient
set BUILD_VERSION=%1

"C:\BuildPatchTool\Engine\Binaries\Win64\BuildPatchTool.exe" -OrganizationId="%ORG_ID%" -ProductId="%PRODUCT_ID%" -ArtifactId="%ARTIFACT_ID%" -ClientId="%CLIENT_ID%" -ClientSecretEnvVar=BPT_CLIENT_SECRET -mode=UploadBinary -BuildRoot="%BUILD_ROOT%" -CloudDir="D:\bpt-cloud" -BuildVersion="%BUILD_VERSION%" -AppLaunch="Redline.exe" -AppArgs=""
if errorlevel 1 exit /b 1
echo uploaded %BUILD_VERSION%
endlocal
