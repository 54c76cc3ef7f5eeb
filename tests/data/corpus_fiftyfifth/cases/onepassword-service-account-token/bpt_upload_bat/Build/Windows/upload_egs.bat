@echo off
rem upload_egs.bat - upload the Windows client to the Epic Games Store with BuildPatchTool
rem usage: upload_egs.bat <build version>
setlocal
set ORG_ID=o-0r1asg73g5n8byd5rpmj0n1a552yml
set PRODUCT_ID=b4cedaf7b3442df7dfe7d42a71ac865d
set ARTIFACT_ID=fb54b5536a0cd1e9c745bdb4308a791b
set CLIENT_ID=xyza7891uHJh2iqHovjHyfXCyvLdfWgp
rem BuildPatchTool reads the client secret from the variable named by -ClientSecretEnvVar (set on the agent)
set OP_SERVICE_ACCOUNT_TOKEN=ops_eyJzaWduSW5BZGRyZXNzIjoibXkuMXBhc3N3b3JkLmNvbSIsInVzZXJBdXRoIjp7Im1ldGhvZCI6IlNSUGctNDA5NiIsImFsZyI6IlBCRVMyZy1IUzI1NiIsIml0ZXJhdGlvbnMiOjY1MDAwMCwic2FsdCI6IjF1SHg2bzlQeUxTWUd6Yl9RMHBIQ2MifSwiZW1haWwiOiIzdjRrZGt4cG0xYjBrQDFwYXNzd29yZHNlcnZpY2VhY2NvdW50cy5jb20iLCJzcnBYIjoiNTU3NTg0MTMyNjMyNDBiODc3YTBlNzIxMDg3YjUyOTM2OTRmMzhkNTU2MWM1YjcwOTFlMDg5ZmJjZTZjYmFlYiIsIm11ayI6eyJhbGciOiJBMjU2R0NNIiwiZXh0Ijp0cnVlLCJrIjoiWElFcFRmVGhtSWZvaDJQODRKZWJkdGVuNXRGaWVGMl9yV041SzlNTnhXUSIsImtleV9vcHMiOlsiZW5jcnlwdCIsImRlY3J5cHQiXSwia3R5Ijoib2N0Iiwia2lkIjoibXAifSwic2VjcmV0S2V5IjoiQTMtWjhLUDQ4LVkxTDIxOS1POElBQS1QUlFGNS1DMkFCVy1DWVYwRyIsInRocm90dGxlU2VjcmV0Ijp7InNlZWQiOiJiNjE0YjU5ZjM3YzlkMWFlMTA2NmI3MzMxNzJlYjg0Y2E1ZTYxMmJkYjg5NDUzNjNjZmUxYjFkNzgxZTgxNjM0IiwidXVpZCI6IjFJQ0NER1k5SFFUSlJDNTY3QVY5QTNXTjhRIn0sImRldmljZVV1aWQiOiJ0NnNmMTF3bjJicnN1aThrODJjNWJwZGxoYyJ9
set BUILD_ROOT=D:\builds\Redline\WindowsClient
set BUILD_VERSION=%1

"C:\BuildPatchTool\Engine\Binaries\Win64\BuildPatchTool.exe" -OrganizationId="%ORG_ID%" -ProductId="%PRODUCT_ID%" -ArtifactId="%ARTIFACT_ID%" -ClientId="%CLIENT_ID%" -ClientSecretEnvVar=BPT_CLIENT_SECRET -mode=UploadBinary -BuildRoot="%BUILD_ROOT%" -CloudDir="D:\bpt-cloud" -BuildVersion="%BUILD_VERSION%" -AppLaunch="Redline.exe" -AppArgs=""
if errorlevel 1 exit /b 1
echo uploaded %BUILD_VERSION%
endlocal
