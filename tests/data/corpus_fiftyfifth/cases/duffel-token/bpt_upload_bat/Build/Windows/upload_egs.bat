@echo off
rem upload_egs.bat - upload the Windows client to the Epic Games Store with BuildPatchTool
rem usage: upload_egs.bat <build version>
setlocal
set ORG_ID=o-l9oc33hixlqj49340m1e6j4gf7j344
set PRODUCT_ID=958b8b44d624370fc9c54bcd014ae96b
set ARTIFACT_ID=94588f94db1725176e2dcf91eb62f54b
set CLIENT_ID=xyza7891PK9i1VmN7l3tiiq6qvs2W6pA
rem BuildPatchTool reads the client secret from the variable named by -ClientSecretEnvVar (set on the agent)
set CREDENTIAL=duffel_live_1izNFi-VfoLwSKiUaR75UNUiod-J_mtdmoYjZ9xgRvJ
set BUILD_ROOT=D:\builds\Deepwater\WindowsClient
set BUILD_VERSION=%1

"C:\BuildPatchTool\Engine\Binaries\Win64\BuildPatchTool.exe" -OrganizationId="%ORG_ID%" -ProductId="%PRODUCT_ID%" -ArtifactId="%ARTIFACT_ID%" -ClientId="%CLIENT_ID%" -ClientSecretEnvVar=BPT_CLIENT_SECRET -mode=UploadBinary -BuildRoot="%BUILD_ROOT%" -CloudDir="D:\bpt-cloud" -BuildVersion="%BUILD_VERSION%" -AppLaunch="Deepwater.exe" -AppArgs=""
if errorlevel 1 exit /b 1
echo uploaded %BUILD_VERSION%
endlocal
