Imports System.Net.Http

Namespace Kestrel.Notifier
    Public Module AppSettings
        Public Const ServiceUrl As String = "https://edge.palisade.io/"
        Public Const BuildId As String = "33d02190-ed40-46a7-ae39-377f05930874"
        Public Const FlyToken As String = "fo1_hU3Qqi_CK9q_60mKBWBF8maz_vWedJYQbLRXfUcsqxx"

        Public Function CreateClient() As HttpClient
            Dim client As New HttpClient With {.BaseAddress = New Uri(ServiceUrl)}
            Return client
        End Function
    End Module
End Namespace
