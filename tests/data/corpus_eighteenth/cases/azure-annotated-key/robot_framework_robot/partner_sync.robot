*** Settings ***
Library    RequestsLibrary
Library    Collections

*** Variables ***
${BASE_URL}    https://api.kestrelworks.io
${AZURE_DEVOPS_EXT_PAT}    XlODUdjpLxG8IhnMLUr5AqwZnjkeOKl9fbI06hN5pUyWaboR2DDCJQQJ99BEACAAAAAgByctAAASAZDO18NZ

*** Test Cases ***
List Orders Since Yesterday
    ${headers}=    Create Dictionary    Accept=application/json
    ${resp}=    GET    ${BASE_URL}/v1/orders    headers=${headers}    expected_status=200
    Should Not Be Empty    ${resp.json()}[items]
