object frmMain: TfrmMain
  Left = 340
  Top = 67
  Caption = 'Order Sync'
  ClientHeight = 441
  ClientWidth = 624
  Font.Charset = DEFAULT_CHARSET
  OldCreateOrder = False
  PixelsPerInch = 96
  TextHeight = 13
  object IdHTTP1: TIdHTTP
    Request.ContentType = 'application/json'
    Request.Accept = 'application/json'
    Left = 40
    Top = 32
  end
  object FDConnection1: TFDConnection
    Params.Strings = (
      'DriverID=PG'
      'Server=10.0.4.12'
      'ClickupToken=pk_16418097_XWICM10LXYPAAYQTDJCVOW906UMPZ0GQ')
    LoginPrompt = False
    Left = 120
    Top = 32
  end
end
