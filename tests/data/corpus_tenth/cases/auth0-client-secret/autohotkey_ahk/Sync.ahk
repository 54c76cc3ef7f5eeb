#Requires AutoHotkey v2.0
#SingleInstance Force

auth0_client_id := "j1bTxIc33KAn6aawDWEAo1ThfZdodCnB"
auth0_domain := "nw-prod.us.auth0.com"
auth0_secret := "7fnGLLSetJpOXWLk_GV5jbqOHF3hFBKmuC6c8ZtklmDDZ1k-KqqBoMATaIKvR7w9"

^!s:: {
    Run "sync.exe --quiet"
}
