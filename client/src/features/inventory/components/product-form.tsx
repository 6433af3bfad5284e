// A product's form (in the drawer over the table): images, name, description, category,
// brand, vendor, tags (picked, added, renamed and deleted in place), SKU, barcode, stock,
// reserved, cost, base price, tax and the price they make (worked out as the user types),
// weight and active. It checks as the user types; Save sends the changed fields and is
// disabled while the form is invalid or unchanged; Cancel and Escape discard.
import {
  Badge,
  Box,
  Button,
  Drawer,
  Field,
  Flex,
  Heading,
  Input,
  SimpleGrid,
  Spacer,
  Stack,
  Text,
  chakra,
} from '@chakra-ui/react';
import CheckCircleIcon from '@heroicons/react/24/outline/CheckCircleIcon';
import TrashIcon from '@heroicons/react/24/outline/TrashIcon';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { FormProvider, useFormState, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import { priceWithTax } from '../../../../../shared/limits';
import { NumberField } from '../../../components/form/number-field';
import { SelectField } from '../../../components/form/select-field';
import { SubmitButton } from '../../../components/form/submit-button';
import { SwitchField } from '../../../components/form/switch-field';
import { TagsField } from '../../../components/form/tags-field';
import { TextField } from '../../../components/form/text-field';
import { TextareaField } from '../../../components/form/textarea-field';
import { useZodForm } from '../../../components/form/use-zod-form';
import { useConfirm } from '../../../components/ui/confirm-dialog';
import { useToasts } from '../../../components/page/toasts';
import { Separator } from '../../../components/ui/separator';
import type {
  InventoryProductFieldsFragment,
  InventoryProductInput,
  InventoryProductQuery,
} from '../../../gql/graphql';
import { MONEY_SIGN, formatMoney, formatNumber, unitSign } from '../../../lib/format';
import { useCreateTag } from '../api/use-create-tag';
import { useDeleteProduct } from '../api/use-delete-product';
import { useDeleteTag } from '../api/use-delete-tag';
import { useUpdateProduct } from '../api/use-update-product';
import { useUpdateTag } from '../api/use-update-tag';
import { ProductGallery } from './product-gallery';

/** The API's ceiling for amounts (stock, prices, weight). */
const MAX_AMOUNT = 1_000_000_000_000;
const MAX_TAX = 100;

function useProductSchema() {
  const { t, i18n } = useTranslation();
  return useMemo(() => {
    const amount = (max = MAX_AMOUNT) =>
      z
        .number({ error: t('inventory.errors.number') })
        .check(
          z.gte(0, t('inventory.errors.negative')),
          z.lte(max, t('inventory.errors.max', { max: formatNumber(max, i18n.language) })),
        );
    const count = () =>
      z
        .int({ error: t('inventory.errors.whole') })
        .check(
          z.gte(0, t('inventory.errors.negative')),
          z.lte(
            MAX_AMOUNT,
            t('inventory.errors.max', { max: formatNumber(MAX_AMOUNT, i18n.language) }),
          ),
        );
    return z
      .object({
        name: z
          .string()
          .check(
            z.trim(),
            z.minLength(1, t('inventory.errors.name')),
            z.maxLength(120, t('inventory.errors.tooLong', { max: 120 })),
          ),
        description: z
          .string()
          .check(z.maxLength(2000, t('inventory.errors.tooLong', { max: 2000 }))),
        category: z.string(),
        brand: z.string(),
        vendor: z.string(),
        tags: z.array(z.string()),
        sku: z
          .string()
          .check(
            z.trim(),
            z.regex(/^[A-Za-z0-9._-]*$/, t('inventory.errors.sku')),
            z.maxLength(40, t('inventory.errors.tooLong', { max: 40 })),
          ),
        barcode: z
          .string()
          .check(z.trim(), z.regex(/^(\d{8,14})?$/, t('inventory.errors.barcode'))),
        stock: count(),
        reserved: count(),
        cost: amount(),
        basePrice: amount(),
        taxPercent: amount(MAX_TAX),
        weight: amount(),
        active: z.boolean(),
      })
      .check(
        z.refine((values) => values.reserved <= values.stock, {
          message: t('inventory.errors.reserved'),
          path: ['reserved'],
        }),
      );
  }, [t, i18n.language]);
}

export type ProductValues = z.infer<ReturnType<typeof useProductSchema>>;

function toValues(product: InventoryProductFieldsFragment): ProductValues {
  return {
    name: product.name,
    description: product.description,
    category: product.category ?? '',
    brand: product.brand ?? '',
    vendor: product.vendor ?? '',
    tags: [...product.tags],
    sku: product.sku,
    barcode: product.barcode,
    stock: product.stock,
    reserved: product.reserved,
    cost: product.cost,
    basePrice: product.basePrice,
    taxPercent: product.taxPercent,
    weight: product.weight,
    active: product.active,
  };
}

const REFERENCES = ['category', 'brand', 'vendor'] as const;

/** The fields that differ from what the server has, as the API takes them ('' → null). */
function changes(values: ProductValues, saved: ProductValues): InventoryProductInput {
  const input: Record<string, unknown> = {};
  for (const key of Object.keys(values) as (keyof ProductValues)[]) {
    if (JSON.stringify(values[key]) === JSON.stringify(saved[key])) continue;
    const value = values[key];
    input[key] = (REFERENCES as readonly string[]).includes(key) && value === '' ? null : value;
  }
  return input as InventoryProductInput;
}

type Lookups = Omit<InventoryProductQuery, 'inventoryProduct'>;

interface ProductFormProps {
  product: InventoryProductFieldsFragment;
  lookups: Lookups;
  onClose: () => void;
}

export function ProductForm({ product, lookups, onClose }: ProductFormProps) {
  const { t, i18n } = useTranslation();
  const confirm = useConfirm();
  const update = useUpdateProduct();
  const remove = useDeleteProduct();
  const createTag = useCreateTag();
  const renameTag = useUpdateTag();
  const deleteTag = useDeleteTag();
  const toasts = useToasts();
  const form = useZodForm<ProductValues>(useProductSchema(), toValues(product));
  const name = useWatch({ control: form.control, name: 'name' });
  const title = name.trim() || product.name || t('inventory.untitled');
  const shownName = product.name || t('inventory.untitled');
  const formElement = useRef<HTMLFormElement>(null);

  // Editing starts at the name. The drawer focuses it when it opens with the product in
  // hand; when the product came later (the close button got the focus meanwhile), here.
  useEffect(() => {
    const name = formElement.current?.querySelector<HTMLElement>('[data-initial-focus]');
    const drawer = formElement.current?.closest('[role="dialog"]');
    const focused = document.activeElement;
    const untouched =
      !focused ||
      focused === drawer ||
      !drawer?.contains(focused) ||
      focused.matches('[data-part="close-trigger"]');
    if (name && untouched) name.focus();
  }, []);

  // Saving says so beside the buttons (a toast would cover them) until the next change.
  const [saved, setSaved] = useState(false);

  const save = form.handleSubmit(async (values) => {
    const saved = form.formState.defaultValues as ProductValues;
    try {
      const stored = await update(product.id, changes(values, saved));
      // The form now holds what the server stored (its price included).
      form.reset(toValues(stored));
      setSaved(true);
    } catch (error) {
      // What was typed stays in the form.
      toasts.failed(t('inventory.saveFailed'), error);
    }
  });

  async function deleteProduct() {
    const confirmed = await confirm({
      title: t('inventory.deleteTitle', { name: shownName }),
      message: t('inventory.deleteMessage', { name: shownName }),
      confirmLabel: t('inventory.delete'),
    });
    if (!confirmed) return;
    try {
      await remove(product.id);
      toasts.done(t('inventory.deleted', { name: shownName }));
      onClose();
    } catch (error) {
      toasts.failed(t('inventory.deleteFailed'), error);
    }
  }

  const options = (list: readonly { id: string; name: string }[]) =>
    list.map((item) => ({ value: item.id, label: item.name }));

  return (
    <FormProvider {...form}>
      <chakra.form
        ref={formElement}
        noValidate
        aria-label={t('inventory.formLabel', { name: shownName })}
        display="flex"
        flexDirection="column"
        flex={1}
        minH={0}
        onSubmit={(event) => void save(event)}
      >
        <Drawer.Header borderBottomWidth="1px" pe={14}>
          <Stack gap={1} minW={0}>
            <Drawer.Title truncate>{title}</Drawer.Title>
            <Flex gap={2} align="center" fontSize="sm" color="fg.muted">
              <Badge colorPalette={product.active ? 'green' : 'gray'} variant="subtle" size="sm">
                {product.active ? t('inventory.activeBadge') : t('inventory.inactiveBadge')}
              </Badge>
              {product.sku && (
                <Text fontFamily="mono" fontSize="xs" truncate>
                  {product.sku}
                </Text>
              )}
            </Flex>
          </Stack>
        </Drawer.Header>
        <Drawer.Body py={6}>
          <Stack gap={8}>
            <ProductGallery images={product.images} name={shownName} />

            <Section title={t('inventory.sections.details')}>
              <TextField
                name="name"
                label={t('inventory.fields.name')}
                required
                size="sm"
                data-initial-focus=""
              />
              <TextareaField
                name="description"
                label={t('inventory.fields.description')}
                size="sm"
              />
              <SimpleGrid columns={{ base: 1, sm: 3 }} gap={4}>
                <SelectField
                  name="category"
                  label={t('inventory.fields.category')}
                  options={options(lookups.inventoryCategories)}
                  placeholder={t('inventory.none')}
                  size="sm"
                />
                <SelectField
                  name="brand"
                  label={t('inventory.fields.brand')}
                  options={options(lookups.inventoryBrands)}
                  placeholder={t('inventory.none')}
                  size="sm"
                />
                <SelectField
                  name="vendor"
                  label={t('inventory.fields.vendor')}
                  options={options(lookups.inventoryVendors)}
                  placeholder={t('inventory.none')}
                  size="sm"
                />
              </SimpleGrid>
              <TagsField
                name="tags"
                label={t('inventory.fields.tags')}
                tags={lookups.inventoryTags}
                onCreate={createTag}
                onRename={renameTag}
                onDelete={deleteTag}
                deleteMessage={(tag) => t('inventory.tagDeleteMessage', { title: tag })}
              />
            </Section>

            <Section title={t('inventory.sections.identification')}>
              <SimpleGrid columns={{ base: 1, sm: 2 }} gap={4}>
                <TextField
                  name="sku"
                  label={t('inventory.fields.sku')}
                  size="sm"
                  autoComplete="off"
                  fontFamily="mono"
                />
                <TextField
                  name="barcode"
                  label={t('inventory.fields.barcode')}
                  helper={t('inventory.barcodeHelp')}
                  size="sm"
                  inputMode="numeric"
                  autoComplete="off"
                  fontFamily="mono"
                />
              </SimpleGrid>
            </Section>

            <Section title={t('inventory.sections.stock')}>
              <SimpleGrid columns={{ base: 1, sm: 3 }} gap={4}>
                <NumberField
                  name="stock"
                  label={t('inventory.fields.stock')}
                  size="sm"
                  min={0}
                  step={1}
                  inputMode="numeric"
                  deps={['reserved']}
                />
                <NumberField
                  name="reserved"
                  label={t('inventory.fields.reserved')}
                  size="sm"
                  min={0}
                  step={1}
                  inputMode="numeric"
                />
                <Available />
              </SimpleGrid>
            </Section>

            <Section title={t('inventory.sections.pricing')}>
              <SimpleGrid columns={{ base: 1, sm: 2 }} gap={4}>
                <NumberField
                  name="cost"
                  label={t('inventory.fields.cost')}
                  size="sm"
                  min={0}
                  step="any"
                  startElement={MONEY_SIGN}
                />
                <NumberField
                  name="basePrice"
                  label={t('inventory.fields.basePrice')}
                  size="sm"
                  min={0}
                  step="any"
                  startElement={MONEY_SIGN}
                />
                <NumberField
                  name="taxPercent"
                  label={t('inventory.fields.taxPercent')}
                  size="sm"
                  min={0}
                  max={MAX_TAX}
                  step="any"
                  endElement="%"
                />
                <ComputedPrice />
              </SimpleGrid>
            </Section>

            <Section title={t('inventory.sections.shipping')}>
              <SimpleGrid columns={{ base: 1, sm: 2 }} gap={4}>
                <NumberField
                  name="weight"
                  label={t('inventory.fields.weight')}
                  size="sm"
                  min={0}
                  step="any"
                  endElement={unitSign('kilogram', i18n.language)}
                />
              </SimpleGrid>
              <Box borderWidth="1px" rounded="l2" p={4} bg="bg.subtle">
                <SwitchField name="active">{t('inventory.fields.active')}</SwitchField>
                <Text fontSize="xs" color="fg.muted" mt={1.5} ps={11}>
                  {t('inventory.activeHelp')}
                </Text>
              </Box>
            </Section>
          </Stack>
        </Drawer.Body>
        <Drawer.Footer borderTopWidth="1px" gap={2} py={3}>
          <Button size="sm" variant="ghost" colorPalette="red" onClick={() => void deleteProduct()}>
            <TrashIcon />
            {t('inventory.delete')}
          </Button>
          <Spacer />
          <SavedNote shown={saved} />
          <Button size="sm" variant="outline" onClick={onClose}>
            {t('inventory.cancel')}
          </Button>
          <SubmitButton loadingText={t('inventory.saving')}>{t('inventory.save')}</SubmitButton>
        </Drawer.Footer>
      </chakra.form>
    </FormProvider>
  );
}

/** "Saved", after a save and until the form changes again. */
function SavedNote({ shown }: { shown: boolean }) {
  const { t } = useTranslation();
  const { isDirty } = useFormState();
  return (
    <Flex role="status" align="center" gap={1.5} fontSize="sm" color="fg.success" me={1}>
      {shown && !isDirty && (
        <>
          <CheckCircleIcon width={18} aria-hidden />
          {t('inventory.savedNote')}
        </>
      )}
    </Flex>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack as="section" gap={4}>
      <Flex align="center" gap={3}>
        <Heading as="h3" size="xs" textTransform="uppercase" letterSpacing="wider" color="fg.muted">
          {title}
        </Heading>
        <Separator flex={1} />
      </Flex>
      {children}
    </Stack>
  );
}

/** Units free to sell: stock less reserved, as the user types. */
function Available() {
  const { t, i18n } = useTranslation();
  const [stock, reserved] = useWatch({ name: ['stock', 'reserved'] }) as [number, number];
  const available = Number.isFinite(stock) && Number.isFinite(reserved) ? stock - reserved : null;
  return (
    <ReadOnly
      label={t('inventory.fields.available')}
      value={available === null ? '—' : formatNumber(available, i18n.language)}
    />
  );
}

/** The price the base price and tax make, worked out as the user types. */
function ComputedPrice() {
  const { t } = useTranslation();
  const [basePrice, taxPercent] = useWatch({ name: ['basePrice', 'taxPercent'] }) as [
    number,
    number,
  ];
  const known = Number.isFinite(basePrice) && Number.isFinite(taxPercent);
  return (
    <ReadOnly
      label={t('inventory.fields.price')}
      helper={t('inventory.priceHelp')}
      value={known ? formatMoney(priceWithTax(basePrice, taxPercent)) : '—'}
      strong
    />
  );
}

function ReadOnly({
  label,
  value,
  helper,
  strong,
}: {
  label: string;
  value: string | number;
  helper?: string;
  strong?: boolean;
}) {
  return (
    <Field.Root readOnly>
      <Field.Label>{label}</Field.Label>
      <Input
        size="sm"
        value={value}
        readOnly
        bg="bg.muted"
        fontWeight={strong ? 'semibold' : undefined}
        fontVariantNumeric="tabular-nums"
        aria-live="polite"
      />
      {helper && <Field.HelperText>{helper}</Field.HelperText>}
    </Field.Root>
  );
}
