-- The pay-type icons are SVG files of the client (public/images/pay) since issue 28: the PNG
-- paths seeded before pointed at files that never existed (five 404s on every VIP page).
UPDATE pay_types SET img = '/images/pay/' || CASE img
    WHEN '/media/static/pay-card.png' THEN 'card.svg'
    WHEN '/media/static/pay-alipay.png' THEN 'alipay.svg'
    WHEN '/media/static/pay-online.png' THEN 'online.svg'
    WHEN '/media/static/pay-kefu.png' THEN 'kefu.svg'
    ELSE 'gateway.svg' END
  WHERE img IN ('/media/static/pay-card.png', '/media/static/pay-alipay.png', '/media/static/pay-online.png', '/media/static/pay-kefu.png', '/media/static/pay-gateway.png');
