object frmMain: TfrmMain
  Left = 246
  Top = 163
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
    Request.CustomHeaders.Strings = (
      'Authorization: Bearer QdVFspOp59P1bGw7wQglAQgDgDIFV3kt.DGAF8wbR2CpZ5Fo9mPMQHg0meE3U3UTW')
    Left = 40
    Top = 32
  end
end