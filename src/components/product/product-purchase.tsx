// The way to get a product: "Buy" with its price and "Add to cart" (the cart's checkout pays from the
// wallet), "Sold out" for a physical product without stock, and "Download" for a digital product the viewer
// bought or owns, which asks for the short-lived link and hands it to the browser.
import { DownloadOutlined } from '@ant-design/icons';
import { Button, Flex } from 'antd';
import type { Product } from '@/contracts/products';
import { AddToCartButton, BuyNowButton } from '@/components/cart/add-to-cart-button';
import { useSave } from '@/components/common/use-save';
import { productService } from '@/services/product.api';
import { availabilityOf, mayBuy, mayDownload } from './product-rules';

/** A real link click, so the browser saves the file under its name instead of leaving the page. */
export function startDownload(href: string, fileName: string) {
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.appendChild(link);
  link.click();
  link.remove();
}

export function DownloadButton({ product }: { product: Product }) {
  const { saving: busy, run } = useSave();
  const download = () =>
    run(async () => {
      const { downloadLink, fileName } = (await productService.downloadLink(product._id)).data;
      startDownload(downloadLink, fileName);
    });
  return (
    <Button type="primary" size="large" icon={<DownloadOutlined />} loading={busy} onClick={() => void download()} data-testid="product-download">
      Download
    </Button>
  );
}

export function ProductPurchase({ product, viewerId, isAdmin }: { product: Product; viewerId: string | undefined; isAdmin: boolean }) {
  const { soldOut } = availabilityOf(product);
  const canDownload = mayDownload(product, viewerId, isAdmin);
  const canBuy = mayBuy(product, viewerId) && !canDownload;
  if (!canDownload && !canBuy && !soldOut) return null;

  return (
    <Flex vertical gap={4} align="flex-start" data-testid="product-purchase">
      {canDownload ? <DownloadButton product={product} /> : null}
      {soldOut && !canDownload ? (
        <Button size="large" disabled data-testid="product-sold-out">
          Sold out
        </Button>
      ) : null}
      {canBuy ? (
        <Flex gap={8} wrap>
          <BuyNowButton product={product} />
          <AddToCartButton product={product} />
        </Flex>
      ) : null}
    </Flex>
  );
}
