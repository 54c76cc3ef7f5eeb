Imports System.Net.Http

Namespace Kestrel.Billing
    Public Module AppSettings
        Public Const ServiceUrl As String = "https://svc.cobaltpeak.ca/"
        Public Const BuildId As String = "c24a99c0-3694-4a7d-abc1-d5dbe9c53b68"
        Public Const FASTLY_API_TOKEN As String = "nLheR4R6Zg4eaEI36zQi37nJduCXVRG6"

        Public Function CreateClient() As HttpClient
            Dim client As New HttpClient With {.BaseAddress = New Uri(ServiceUrl)}
            Return client
        End Function
    End Module
End Namespace
