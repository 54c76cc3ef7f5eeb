*** Settings ***
Library    RequestsLibrary
Library    Collections

*** Variables ***
${BASE_URL}    https://api.palisade.io
${ACCESS_TOKEN}    pcsk_vmKcDB_mrTgvdsE8QJE86gl7YueID6iiFPoF92UzE2NKilaGv5eTEM2SGrheuv8eukUYmn

*** Test Cases ***
List Orders Since Yesterday
    ${headers}=    Create Dictionary    Accept=application/json
    ${resp}=    GET    ${BASE_URL}/v1/orders    headers=${headers}    expected_status=200
    Should Not Be Empty    ${resp.json()}[items]