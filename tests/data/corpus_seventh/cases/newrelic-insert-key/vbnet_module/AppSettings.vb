Imports System.Net.Http

Namespace Kestrel.Notifier
    Public Module AppSettings
        Public Const ServiceUrl As String = "https://edge.palisade.io/"
        Public Const BuildId As String = "70aab9d4-db57-4279-b465-03552c1b2e12"
        Public Const NEW_RELIC_INSERT_KEY As String = "NRII-03O0E7tE2jDOaUvdA_67zul12_Ki_7RA"

        Public Function CreateClient() As HttpClient
            Dim client As New HttpClient With {.BaseAddress = New Uri(ServiceUrl)}
            Return client
        End Function
    End Module
End Namespace
