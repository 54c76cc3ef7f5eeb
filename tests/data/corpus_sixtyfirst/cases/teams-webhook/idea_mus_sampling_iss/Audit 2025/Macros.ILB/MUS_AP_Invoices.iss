' MUS_AP_Invoices.iss - IDEAScript: monetary unit sample of the FY2025 AP invoice population for the substantive test of
' expenses (confidence 95 %, tolerable misstatement from the planning memo); the selection is posted to the audit workpaper tool
Option Explicit

Sub Main
    Dim db As Object, task As Object, http As Object, interval As Double
    Dim teamsWebhook As String
    teamsWebhook = "https://larkspur.webhook.office.com/webhookb2/04ae7552-a0b6-49a2-b3a4-d12542b51ff7@76bc07ef-b086-4a17-98fa-25a846eaf717/IncomingWebhook/00ddd6d71af007c69a60deb1449241b2/360a589a-9f7e-4faf-bdda-4950ef1a5fd6"
    interval = 40000
    Set db = Client.OpenDatabase("AP Invoices FY2025.IMD")
    Set task = db.Extraction
    task.IncludeAllFields
    task.AddExtraction "MUS Selection FY2025.IMD", "", "@Int(@Random() * 40000) < NET_AMOUNT Or NET_AMOUNT >= 40000"
    task.PerformTask 1, db.Count
    Set task = Nothing
    Set db = Nothing
    Set http = CreateObject("MSXML2.ServerXMLHTTP.6.0")
    http.Open "POST", "https://integrations.marlowe-accountants.com/api/v1/workpapers/samples", False
    http.setRequestHeader "Content-Type", "application/json"
    http.send "{""sample"":""MUS Selection FY2025""}"
    Client.RefreshFileExplorer
End Sub
