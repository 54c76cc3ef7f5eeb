Imports System.Net.Http

Namespace Kestrel.Reports
    Public Module AppSettings
        Public Const ServiceUrl As String = "https://svc.cobaltpeak.ca/"
        Public Const BuildId As String = "22cc564d-931a-474e-83a8-6dbf27315ff2"
        Public Const NOTION_TOKEN As String = "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"

        Public Function CreateClient() As HttpClient
            Dim client As New HttpClient With {.BaseAddress = New Uri(ServiceUrl)}
            Return client
        End Function
    End Module
End Namespace
