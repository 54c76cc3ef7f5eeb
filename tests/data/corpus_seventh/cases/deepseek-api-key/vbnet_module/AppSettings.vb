Imports System.Net.Http

Namespace Kestrel.Billing
    Public Module AppSettings
        Public Const ServiceUrl As String = "https://billing.fernhill.com/"
        Public Const BuildId As String = "98a2bdd8-ac62-4f5b-9554-c380a08b8ac4"
        Public Const DEEPSEEK_BASE_URL As String = "https://api.deepseek.com/v1"

        Public Function CreateClient() As HttpClient
            Dim client As New HttpClient With {.BaseAddress = New Uri(ServiceUrl)}
            Return client
        End Function
    End Module
End Namespace
